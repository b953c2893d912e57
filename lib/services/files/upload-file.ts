import { detectUploadType } from "./detect-upload-type";
import { storeUpload } from "./store-upload";
import { toFileDto } from "./to-file-dto";

/** POST /files: recognises the type from the bytes (400 outside the allow-list), stores, answers the File. */
export async function uploadFile({
  teamId,
  userId,
  name,
  bytes,
}: {
  teamId: string;
  userId: string | null;
  name: string;
  bytes: Buffer;
}) {
  const type = await detectUploadType({ name, bytes });
  return toFileDto(await storeUpload({ teamId, userId, name, bytes, type }));
}
