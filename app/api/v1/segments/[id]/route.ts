import { methodsNotAllowed } from "@/lib/api";
import { serviceRoute } from "@/lib/api/routes";
import { deleteSegment, getSegment, updateSegment } from "@/lib/services/segments";
import {
  getSegmentOperation,
  updateSegmentOperation,
  updateSegmentPutOperation,
  deleteSegmentOperation,
} from "@/lib/api/operations/segments";

export const GET = serviceRoute(getSegment, getSegmentOperation);

export const PATCH = serviceRoute(updateSegment, updateSegmentOperation);
// docs/contract.md section 1: PUT is accepted as a synonym of PATCH.
export const PUT = serviceRoute(updateSegment, updateSegmentPutOperation);

export const DELETE = serviceRoute(deleteSegment, deleteSegmentOperation);

export const { POST } = methodsNotAllowed(["GET", "PUT", "PATCH", "DELETE"]);
