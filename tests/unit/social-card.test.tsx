import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { SOCIAL_CARD, socialCardPath, socialCardTitle } from '../../components/head/social-card.ts';
import { colors } from '../../components/theme/tokens.ts';
import { cardFonts } from '../../build/cards/card-fonts.ts';
import { cardInputs } from '../../build/cards/card-input.ts';
import { CARD_COVER_WIDTH, CardLayout } from '../../build/cards/CardLayout.tsx';
import { paletteOf } from '../../components/visuals/cover/scene.ts';
import { drawCard } from '../../build/cards/draw-card.tsx';
import type { PostSummary } from '../../content/blog.ts';
import { coverArt } from '../../content/covers/art.ts';

const domain = 'paylean.example';
const MARGIN = 72;

/** The vertical bands of the headline area that hold pure white pixels (the headline is the only white there). */
function whiteLines(png: PNG, top = 200, bottom = 520): { lines: number; rightmost: number } {
  let lines = 0;
  let inLine = false;
  let rightmost = 0;
  for (let y = top; y < bottom; y++) {
    let white = false;
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      if (png.data[i]! > 245 && png.data[i + 1]! > 245 && png.data[i + 2]! > 245) {
        white = true;
        rightmost = Math.max(rightmost, x);
      }
    }
    if (white && !inLine) lines += 1;
    inLine = white;
  }
  return { lines, rightmost };
}

describe('a social card', () => {
  it('is a 1200 × 630 PNG', async () => {
    const png = PNG.sync.read(await drawCard({ title: 'About Us', domain }));
    expect([png.width, png.height]).toEqual([SOCIAL_CARD.width, SOCIAL_CARD.height]);
    expect([png.width, png.height]).toEqual([1200, 630]);
    // The top-left pixel is the hero navy, not a transparent or blank canvas.
    const hex = `#${[...png.data.subarray(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    expect(hex).toBe(colors.heroBg);
  });

  it('sets a short title on one line and wraps a long one inside the margins, three lines at most', async () => {
    const short = whiteLines(PNG.sync.read(await drawCard({ title: 'Careers', domain })));
    expect(short.lines).toBe(1);
    const long = whiteLines(
      PNG.sync.read(
        await drawCard({
          title:
            'Payroll compliance across borders: what finance leaders in the United States, Brazil, Singapore and the Philippines need to know before they hire their first offshore team',
          kicker: 'Legal',
          author: { name: 'Michael Chen', role: 'Compliance Lead, Global Payroll' },
          domain,
        }),
      ),
    );
    expect(long.lines).toBe(3);
    expect(long.rightmost).toBeLessThan(SOCIAL_CARD.width - MARGIN);
  });

  it.each(['São Paulo', 'Łódź, Zürich, Kraków', '“Quoted” – 100% · €2,300 ™'])(
    'has a glyph in its fonts for every letter of %s',
    async (text) => {
      const missing: string[] = [];
      await satori(<CardLayout title={text} domain={domain} />, {
        ...SOCIAL_CARD,
        fonts: await cardFonts(),
        loadAdditionalAsset: async (_code, segment) => {
          missing.push(segment);
          return [];
        },
      });
      expect(missing).toEqual([]);
    },
  );

  it('finds a letter its fonts lack (so the check above can fail)', async () => {
    const missing: string[] = [];
    await satori(<CardLayout title="東京" domain={domain} />, {
      ...SOCIAL_CARD,
      fonts: await cardFonts(),
      loadAdditionalAsset: async (_code, segment) => {
        missing.push(segment);
        return [];
      },
    });
    expect(missing.join('')).toContain('東');
  });

  it("draws São Paulo's tilde", async () => {
    const withTilde = await drawCard({ title: 'São Paulo', domain });
    const without = await drawCard({ title: 'Sao Paulo', domain });
    expect(withTilde.equals(without)).toBe(false);
  });
});

describe("a post's social card", () => {
  const text = { title: 'The True Cost of Manual Payroll Processing', kicker: 'Analysis', domain };
  const art = { motif: 'cost', category: 'Analysis', variant: 0 } as const;
  /** How many pixels differ between two cards within columns [from, to). */
  const differing = (a: PNG, b: PNG, from: number, to: number) => {
    let count = 0;
    for (let y = 0; y < a.height; y++)
      for (let x = from; x < to; x++) {
        const i = (y * a.width + x) * 4;
        if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) count += 1;
      }
    return count;
  };

  it('shows its cover beside the headline: another cover changes the right of the card only', async () => {
    const one = PNG.sync.read(await drawCard({ ...text, cover: { art } }));
    const other = PNG.sync.read(await drawCard({ ...text, cover: { art: { ...art, motif: 'compliance', category: 'Legal' } } }));
    expect(differing(one, other, 0, 560)).toBe(0);
    expect(differing(one, other, 600, 1200)).toBeGreaterThan(0.2 * 600 * 630);
  });

  it('draws its cover on its category’s backdrop: the picture the feeds and the structured data show', async () => {
    const png = PNG.sync.read(await drawCard({ ...text, cover: { art } }));
    const bg = paletteOf(art).bg;
    let backdrop = 0;
    for (let y = 0; y < png.height; y++)
      for (let x = 600; x < png.width; x++) {
        const i = (y * png.width + x) * 4;
        if (`#${[...png.data.subarray(i, i + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}` === bg) backdrop += 1;
      }
    expect(backdrop).toBeGreaterThan(0.1 * CARD_COVER_WIDTH * CARD_COVER_WIDTH * (9 / 16));
  });

  it("shows the writer's picture instead when the post has one", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'card-cover-'));
    const file = path.join(dir, 'cover.png');
    await sharp({ create: { width: 800, height: 450, channels: 3, background: '#ff0000' } })
      .png()
      .toFile(file);
    const png = PNG.sync.read(await drawCard({ ...text, cover: { file } }));
    let red = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i]! > 250 && png.data[i + 1]! < 5 && png.data[i + 2]! < 5) red += 1;
    // The picture fills the cover's 16:9 box, less its rounded corners.
    expect(red).toBeGreaterThan(0.9 * CARD_COVER_WIDTH * CARD_COVER_WIDTH * (9 / 16));
    await rm(dir, { recursive: true });
  });
});

describe('the cards a build draws', () => {
  const page = (route: string, head: string) => ({ route, file: `pages${route}.mdx`, html: `${head}<main><h1>x</h1></main>` });
  const post = {
    slug: 'true-cost',
    title: 'The True Cost',
    description: 'The hidden line items.',
    category: 'Analysis',
    author: { key: 'james-whitfield', name: 'James Whitfield', role: 'Senior Payroll Cost Analyst' },
  } as PostSummary;

  it("takes each page's og:image path and alt text, with a post's category, author and cover", () => {
    const tags = (route: string, alt: string) =>
      `<meta property="og:image" content="https://paylean.example${socialCardPath(route)}"/><meta property="og:image:alt" content="${alt}"/>`;
    const cards = cardInputs(
      [
        page('/', tags('/', 'Reduce Payroll Costs by 70% &amp; more')),
        page('/services/ai-automation', tags('/services/ai-automation', 'AI Payroll Automation')),
        page('/blog/true-cost', tags('/blog/true-cost', 'The True Cost')),
        page('/search', '<meta name="robots" content="noindex"/>'),
      ],
      [post],
      'https://paylean.example',
    );
    expect(cards).toEqual([
      { route: '/', path: '/cards/index.png', title: 'Reduce Payroll Costs by 70% & more', kicker: undefined, domain },
      {
        route: '/services/ai-automation',
        path: '/cards/services/ai-automation.png',
        title: 'AI Payroll Automation',
        kicker: 'Services',
        domain,
      },
      {
        route: '/blog/true-cost',
        path: '/cards/blog/true-cost.png',
        title: 'The True Cost',
        kicker: 'Analysis',
        author: { name: 'James Whitfield', role: 'Senior Payroll Cost Analyst' },
        domain,
        cover: { art: coverArt(post) },
      },
    ]);
  });

  it('drops the brand prefix from a title the card already brands', () => {
    expect(socialCardTitle('PayLean | Reduce Payroll Costs by 70%')).toBe('Reduce Payroll Costs by 70%');
    expect(socialCardTitle('About Us')).toBe('About Us');
  });
});
