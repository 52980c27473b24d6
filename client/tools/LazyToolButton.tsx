// A toolbar button that opens a tool (the calculator, the Lab Values drawer)
// whose code is fetched on the first open, so no page's first-load JavaScript
// grows by more than the button. Closing the tool returns the focus here, once
// the tool has gone (a modal tool leaves the button inert until then).
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { retrying } from "../retry-import";

export interface ToolProps {
  onClose: () => void;
}

/** A tool's view, imported once per page however many buttons open it. */
export function lazyTool(load: () => Promise<ComponentType<ToolProps>>) {
  let loaded: ComponentType<ToolProps> | null = null;
  return {
    current: () => loaded,
    load: async () => (loaded ??= await retrying(load)),
  };
}

interface Props {
  tool: ReturnType<typeof lazyTool>;
  className: string;
  icon: ReactNode;
  label: string;
  /** A second press closes a tool that leaves the page usable (the calculator); a modal one closes itself. */
  toggles?: boolean;
}

export function LazyToolButton({ tool, className, icon, label, toggles = false }: Props) {
  const [open, setOpen] = useState(false);
  const [View, setView] = useState<ComponentType<ToolProps> | null>(() => tool.current());
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  async function press() {
    if (open && toggles) return setOpen(false);
    if (!View) {
      const loaded = await tool.load();
      setView(() => loaded);
    }
    setOpen(true);
  }
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={`btn btn-ghost btn-sm ${className}${open && toggles ? " active" : ""}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={press}
      >
        {icon} {label}
      </button>
      {open && View && <View onClose={() => setOpen(false)} />}
    </>
  );
}
