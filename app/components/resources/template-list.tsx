import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { templatesPage } from "~/content/resources-templates";
import type { Template } from "~/content/schemas";
import { toast } from "~/hooks/use-toast";
import { m } from "~/paraglide/messages.js";
import { StarRating } from "./star-rating";

export function TemplateList({ templates }: { templates: readonly Template[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {templates.map((template) => (
        <li key={template.title} className="flex">
          <Card className="flex w-full flex-col">
            <Badge tone="accent" className="self-start">
              {template.category}
            </Badge>
            <h3 className="mt-4 text-lg font-semibold">{template.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{template.description}</p>
            <div className="mt-4">
              <StarRating rating={template.rating} />
            </div>
            <div className="mt-5 flex flex-wrap gap-3">
              <Button onClick={() => toast(templatesPage.downloadToast(template))}>
                <Icon name="download" />
                {m.template_download()}
                <span className="sr-only">{m.template_which({ title: template.title })}</span>
              </Button>
              <Button
                variant="outline"
                onClick={() => toast(templatesPage.duplicateToast(template))}
              >
                <Icon name="copy" />
                {m.template_duplicate()}
                <span className="sr-only">{m.template_which({ title: template.title })}</span>
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
