import type { Editor } from "grapesjs";
import { textBlockHtml } from "./blocks";

type SyncableView = { syncContent?: () => Promise<void> };

/**
 * Puts a Liquid placeholder into the design: at the caret of the text being edited, else at the
 * end of the selected text element, else in a new text block at the end of the email.
 */
export function insertVariableInCanvas(editor: Editor, liquid: string) {
  const editing = editor.getEditing();
  const rte = editor.RichTextEditor.globalRte;
  if (editing && rte) {
    rte.insertHTML(liquid);
    editor.trigger("update");
    return;
  }
  const selected = editor.getSelected();
  if (selected?.is("text")) {
    selected.components().add({ type: "textnode", content: ` ${liquid}` });
    return;
  }
  const [added] = editor.addComponents(textBlockHtml(liquid));
  if (added) editor.select(added);
}

/** Text being typed lives in the canvas DOM until editing stops; bring it into the model first. */
export async function syncEditingText(editor: Editor) {
  const view = editor.getEditing()?.getView() as SyncableView | undefined;
  await view?.syncContent?.();
}
