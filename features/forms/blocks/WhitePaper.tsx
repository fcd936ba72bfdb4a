import { slug } from 'github-slugger';
import { Island } from '../../../components/runtime/Island.tsx';
import { ISLANDS } from '../../../components/runtime/islands.ts';
import { whitePaper } from '../../../content/white-paper.ts';
import { LeadForm } from '../LeadForm.tsx';

/**
 * The white paper on its page, from the same content file as its PDF: its title (an anchored heading, as a page's
 * own headings are), what it covers, and its request form (an island: its code sends it in place).
 */
export default function WhitePaper() {
  const id = slug(whitePaper.title);
  return (
    <>
      <h2 id={id}>
        <a href={`#${id}`}>{whitePaper.title}</a>
      </h2>
      <p>{whitePaper.summary}</p>
      <ul>
        {whitePaper.highlights.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p>{whitePaper.formLead}</p>
      <Island island={ISLANDS.leadForm} component={LeadForm} props={{ name: 'white-paper' as const }} />
    </>
  );
}
