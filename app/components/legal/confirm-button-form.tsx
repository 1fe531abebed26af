import { Button } from "~/components/ui/button";

/**
 * One button that posts to the address the visitor is on, query and all: the link from the
 * mail carries its token in the query, so the post carries it too, with or without
 * JavaScript. The server answers with the next page.
 */
export function ConfirmButtonForm({ label }: { label: string }) {
  return (
    <form method="post">
      <Button type="submit" size="lg">
        {label}
      </Button>
    </form>
  );
}
