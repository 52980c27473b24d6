// One blank of a drag-and-drop item: a button. Tapping it places the held
// token, or (holding nothing) returns its token to the bank. Tokens may also
// be dragged onto it; dragging is never the only way.
import type { DragEvent } from "react";

interface Props {
  number: number;
  /** The text of the token in the blank, if any. */
  filled?: string;
  holding: boolean;
  onTap: () => void;
  onDropToken: (tokenId: string) => void;
  onDragOut: (e: DragEvent) => void;
}

export const TOKEN_TYPE = "text/plain";

export function DropTarget({ number, filled, holding, onTap, onDropToken, onDragOut }: Props) {
  const drop = (e: DragEvent) => {
    e.preventDefault();
    onDropToken(e.dataTransfer.getData(TOKEN_TYPE));
  };
  return (
    <button
      type="button"
      className={`ngn-blank${filled ? " ngn-blank-filled" : ""}${holding ? " ngn-blank-target" : ""}`}
      aria-label={filled ? `Blank ${number}: ${filled}` : `Blank ${number}, empty`}
      onClick={onTap}
      onDragOver={(e) => e.preventDefault()}
      onDrop={drop}
      draggable={!!filled}
      onDragStart={onDragOut}
    >
      {filled ?? `Blank ${number}`}
    </button>
  );
}
