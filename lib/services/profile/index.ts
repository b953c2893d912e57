// The signed-in person's profile.
export { getProfile } from "./get-profile";
export { shellPerson } from "./shell-person";
export { updateProfile } from "./update-profile";
