import { ArticleList } from "~/components/resources/article-list";
import { MoreResources } from "~/components/resources/more-resources";
import { Hero } from "~/components/sections/hero";
import { TitledSection } from "~/components/sections/titled-section";
import { blogArticles, blogPage } from "~/content/resources";
import { pageMeta } from "~/lib/meta";

const path = "/resources/blog";

export const meta = () => pageMeta({ title: "Blog", description: blogPage.lead, path });

export default function Blog() {
  return (
    <>
      <Hero eyebrow={blogPage.eyebrow} title={blogPage.title} lead={blogPage.lead} />
      <TitledSection headingId="articles-heading" heading={blogPage.listHeading}>
        <ArticleList
          articles={blogArticles}
          pageSize={blogPage.pageSize}
          loadMoreLabel={blogPage.loadMore}
        />
      </TitledSection>
      <MoreResources current={path} />
    </>
  );
}
