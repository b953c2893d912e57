// Files of a team: upload, list, read, download, delete, and public images.
export { deleteFile } from "./delete-file";
export { downloadFile } from "./download-file";
export { downloadResponse } from "./download-response";
export { getFile } from "./get-file";
export { listFiles } from "./list-files";
export { openPublicImage } from "./open-public-image";
export { uploadFile } from "./upload-file";
