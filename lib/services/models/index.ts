// AI model configurations of a team: create, list, read, update, delete, test.
export { createModel } from "./create-model";
export { deleteModel } from "./delete-model";
export { getModel } from "./get-model";
export { listModels } from "./list-models";
export { updateModel } from "./update-model";
export { testModel } from "./test-model";
