// AI writing with the team's models (docs/contract.md section 24): POST /ai/write.
export { writeWithAi } from "./write-with-ai";
