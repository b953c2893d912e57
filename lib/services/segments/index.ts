// Segments: CRUD, counts, previews and their contacts.
export { countSegmentContacts } from "./count-segment-contacts";
export { createSegment } from "./create-segment";
export { deleteSegment } from "./delete-segment";
export { getSegment } from "./get-segment";
export { listSegmentContacts } from "./list-segment-contacts";
export { listSegments } from "./list-segments";
export { previewSegment } from "./preview-segment";
export { updateSegment } from "./update-segment";
