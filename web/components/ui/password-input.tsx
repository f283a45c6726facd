import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { authTexts } from "#common/messages/auth.ts";
import { inputClasses } from "./input.tsx";

type PasswordInputProps = Omit<ComponentProps<"input">, "type"> & { id: string };

/** A password input with a show/hide switch (its accessible name says what a press will do). */
export function PasswordInput({ className = "", ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const label = visible ? authTexts.hidePassword : authTexts.showPassword;
  return (
    <div className="relative">
      <input type={visible ? "text" : "password"} className={`${inputClasses} pr-12 ${className}`} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={label}
        title={label}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 my-1 mr-1 inline-flex w-10 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
      >
        {visible ? <EyeOff aria-hidden className="h-5 w-5" /> : <Eye aria-hidden className="h-5 w-5" />}
      </button>
    </div>
  );
}
