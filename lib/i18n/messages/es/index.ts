// Spanish: one file per dashboard area, so areas are
// translated (and reviewed) apart. A new area: add its file here in all four languages.
import analytics from "./analytics.json";
import apiKeys from "./apiKeys.json";
import auditLog from "./auditLog.json";
import auth from "./auth.json";
import automations from "./automations.json";
import billing from "./billing.json";
import branding from "./branding.json";
import campaigns from "./campaigns.json";
import common from "./common.json";
import contacts from "./contacts.json";
import defaults from "./defaults.json";
import designer from "./designer.json";
import domains from "./domains.json";
import emails from "./emails.json";
import files from "./files.json";
import imports from "./imports.json";
import inboundMail from "./inboundMail.json";
import lists from "./lists.json";
import media from "./media.json";
import members from "./members.json";
import models from "./models.json";
import nav from "./nav.json";
import overview from "./overview.json";
import pagination from "./pagination.json";
import profile from "./profile.json";
import publicPages from "./public.json";
import security from "./security.json";
import segments from "./segments.json";
import settings from "./settings.json";
import shell from "./shell.json";
import smtp from "./smtp.json";
import smtpRelay from "./smtpRelay.json";
import team from "./team.json";
import templates from "./templates.json";
import usage from "./usage.json";
import webhooks from "./webhooks.json";

export default {
  analytics,
  apiKeys,
  auditLog,
  auth,
  automations,
  billing,
  branding,
  campaigns,
  common,
  contacts,
  defaults,
  designer,
  domains,
  emails,
  files,
  imports,
  inboundMail,
  lists,
  media,
  members,
  models,
  nav,
  overview,
  pagination,
  profile,
  public: publicPages,
  security,
  segments,
  settings,
  shell,
  smtp,
  smtpRelay,
  team,
  templates,
  usage,
  webhooks,
};
