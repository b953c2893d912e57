import { announcementStarter } from "./announcement";
import { newsletterStarter } from "./newsletter";
import { plainTextStarter } from "./plain-text";

export type StarterTemplate = { id: string; name: string; description: string; subject: string; html: string };

/** Templates shipped with the app; the dashboard creates a template from one through POST /templates. */
export const STARTER_TEMPLATES: readonly StarterTemplate[] = [newsletterStarter, announcementStarter, plainTextStarter];
