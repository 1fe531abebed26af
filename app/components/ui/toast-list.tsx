import type { ToastItem } from "~/hooks/toast-store";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastTitle } from "./toast";

/** The toasts of the shared store, drawn into the region. Loaded with the first toast. */
export default function ToastList({
  toasts,
  dismiss,
}: {
  toasts: readonly ToastItem[];
  dismiss: (id: string) => void;
}) {
  return toasts.map(({ id, title, description, variant, action, open }) => (
    <Toast
      key={id}
      variant={variant}
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss(id);
      }}
    >
      <div className="grid gap-1">
        <ToastTitle>{title}</ToastTitle>
        {description ? <ToastDescription>{description}</ToastDescription> : null}
      </div>
      {action ? (
        <ToastAction altText={action.altText} onClick={action.onAction}>
          {action.label}
        </ToastAction>
      ) : null}
      <ToastClose />
    </Toast>
  ));
}
