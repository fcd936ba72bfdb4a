import { blockText } from '../../content/block-text.ts';
import { site } from '../../content/site.ts';
import { formatArticleDate } from '../lib/format-date.ts';

/** 'Last updated <date>' of the legal pages, from content/site.ts, so both pages say the same day. */
export default function PolicyDate() {
  return <p>{blockText.policyDate(formatArticleDate(site.policyDate))}</p>;
}
