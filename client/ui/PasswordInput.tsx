// A password field with a show/hide toggle, hidden by default.
import { useState } from "react";
import { Icon } from "../../components/icons";

export function PasswordInput({
  id,
  name,
  label,
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="input-with-button">
        <input id={id} name={name} type={shown ? "text" : "password"} required autoComplete={autoComplete} />
        <button
          type="button"
          className="icon-btn"
          onClick={() => setShown(!shown)}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
        >
          <Icon name={shown ? "eyeOff" : "eye"} />
        </button>
      </div>
    </div>
  );
}
