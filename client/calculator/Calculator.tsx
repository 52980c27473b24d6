// The on-screen calculator (lib/calculator.ts does the arithmetic): a
// non-modal dialog the student can keep open beside the item, draggable on a
// desktop, a bottom sheet on a phone. Operable by keyboard alone: typing
// digits, operators, Enter (=), Backspace and Delete (clear) anywhere in it;
// Escape closes it and the focus returns to the button that opened it.
// Loaded only when first opened (CalculatorButton).
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { initialState, keyFor, press, type CalculatorKey, type CalculatorState } from "../../lib/calculator";
import { Icon } from "../../components/icons";
import { useDrag } from "./use-drag";

export interface CalculatorProps {
  onClose: () => void;
}

// Kept while the page lives: closing and reopening keeps the number and the memory, as on the exam.
let kept: CalculatorState = initialState;

const KEYS: { key: CalculatorKey; text: string; label: string; kind?: "op" | "mem" | "eq" }[] = [
  { key: "MC", text: "MC", label: "MC, memory clear", kind: "mem" },
  { key: "MR", text: "MR", label: "MR, memory recall", kind: "mem" },
  { key: "M+", text: "M+", label: "M+, memory add", kind: "mem" },
  { key: "M-", text: "M−", label: "M−, memory subtract", kind: "mem" },
  { key: "clear", text: "C", label: "Clear", kind: "op" },
  { key: "backspace", text: "⌫", label: "Backspace", kind: "op" },
  { key: "sqrt", text: "√", label: "Square root", kind: "op" },
  { key: "/", text: "÷", label: "Divide", kind: "op" },
  { key: "7", text: "7", label: "7" },
  { key: "8", text: "8", label: "8" },
  { key: "9", text: "9", label: "9" },
  { key: "*", text: "×", label: "Multiply", kind: "op" },
  { key: "4", text: "4", label: "4" },
  { key: "5", text: "5", label: "5" },
  { key: "6", text: "6", label: "6" },
  { key: "-", text: "−", label: "Minus", kind: "op" },
  { key: "1", text: "1", label: "1" },
  { key: "2", text: "2", label: "2" },
  { key: "3", text: "3", label: "3" },
  { key: "+", text: "+", label: "Plus", kind: "op" },
  { key: "negate", text: "±", label: "Change sign" },
  { key: "0", text: "0", label: "0" },
  { key: ".", text: ".", label: "Decimal point" },
  { key: "=", text: "=", label: "Equals", kind: "eq" },
];
const OP_TEXT = { "+": "+", "-": "−", "*": "×", "/": "÷" };

export function Calculator({ onClose }: CalculatorProps) {
  const [state, setState] = useState(kept);
  const box = useRef<HTMLDivElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const { phone, style, handle, onMoveKey } = useDrag(box);

  useEffect(() => screen.current?.focus({ preventScroll: true }), []);
  const apply = (key: CalculatorKey) => setState((s) => (kept = press(s, key)));

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape") {
      e.preventDefault(); // the session dialog around it stays open
      e.stopPropagation();
      return onClose();
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    // Enter and Space on a focused key press that key (the browser's own); typed keys work anywhere else.
    const onButton = (e.target as HTMLElement).tagName === "BUTTON";
    if (onButton && (e.key === "Enter" || e.key === " ")) return;
    const key = keyFor(e);
    if (!key) return;
    e.preventDefault();
    e.stopPropagation();
    apply(key);
  }

  return (
    <div
      ref={box}
      className={`calculator${phone ? " calculator-sheet" : ""}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby="calculator-title"
      style={style}
      onKeyDown={onKeyDown}
    >
      <div className="calculator-bar" {...handle}>
        <h2 id="calculator-title" className="calculator-title">
          Calculator
        </h2>
        {!phone && (
          <button
            type="button"
            className="calculator-move"
            aria-label="Move calculator"
            aria-describedby="calculator-move-hint"
            onKeyDown={onMoveKey}
            data-no-drag
          >
            <span aria-hidden="true">✥</span>
            <span id="calculator-move-hint" hidden>
              Use the arrow keys to move the calculator; hold Shift to move it further.
            </span>
          </button>
        )}
        <button type="button" className="calculator-close" aria-label="Close calculator" onClick={onClose} data-no-drag>
          <Icon name="x" />
        </button>
      </div>
      <div
        ref={screen}
        className={`calculator-screen${state.error ? " calculator-error" : ""}`}
        tabIndex={0}
        role="group"
        aria-label="Calculator screen"
        aria-describedby="calculator-keys-hint"
      >
        <span className="calculator-memory" aria-hidden="true">
          {state.memory !== 0 ? "M" : ""}
        </span>
        <span className="calculator-pending" aria-hidden="true">
          {state.pending ? `${state.pending.value} ${OP_TEXT[state.pending.op]}` : ""}
        </span>
        <output className="calculator-display" aria-live="polite" aria-atomic="true" aria-label="Display">
          {state.display}
        </output>
        <span id="calculator-keys-hint" className="visually-hidden">
          {`Type numbers and + − * /, Enter for equals, Backspace, Delete to clear, Escape to close.${state.memory !== 0 ? ` Memory holds ${state.memory}.` : ""}`}
        </span>
      </div>
      <div className="calculator-keys" role="group" aria-label="Calculator keys">
        {KEYS.map((k) => (
          <button
            key={k.key}
            type="button"
            className={`calculator-key${k.kind ? ` calculator-key-${k.kind}` : ""}`}
            aria-label={k.label === k.text ? undefined : k.label}
            // A tap keeps the focus on the screen, so Enter after tapping keys still means "=".
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => apply(k.key)}
          >
            {k.text}
          </button>
        ))}
      </div>
    </div>
  );
}
