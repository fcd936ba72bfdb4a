import { featuredArticle } from '../../content/articles.ts';
import { ArticleCard } from '../sections/ArticleCard.tsx';

/** The blog's lead story. */
export default function FeaturedArticle() {
  return <ArticleCard article={featuredArticle} featured />;
}
