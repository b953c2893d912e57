import { defineOperation } from "./define-operation";
import { AiWriteBodySchema, AiWriteResultSchema } from "@/lib/validation/ai";

export const writeWithAiOperation = defineOperation({
  method: "POST",
  path: "/ai/write",
  summary: "Write with AI",
  description:
    "Asks the team's AI model (`modelId`, else the team's default: its first model) for subject lines (`kind: subject`, `count` " +
    "1-5, default 3), body drafts (`body`) or a rewrite of `prompt` (`rewrite` with `style`: shorter, friendlier, more_formal, or " +
    "translate with `language`, one of the contact languages). `templateId` grounds the answer on that template's current " +
    "subject and text. Tokens are recorded per team (GET /usage `aiTokens`) and capped per plan per month: 403 " +
    '`PLAN_LIMIT_REACHED` with `details { feature: "ai_tokens", limit, used }`. 404 for another team\'s model or template; 422 ' +
    "`NO_MODEL` when the team has none; 422 `MODEL_FAILED` with `details.reason` (as POST /models/{id}/test) when the model fails.",
  tags: ["AI"],
  permission: "templates:write",
  body: AiWriteBodySchema,
  successStatus: 200,
  response: AiWriteResultSchema,
  errors: [403, 404, 422],
});
