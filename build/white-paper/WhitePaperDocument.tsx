import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { site } from '../../content/site.ts';
import type { whitePaper } from '../../content/white-paper.ts';

const brand = { primary: '#1d4ed8', ink: '#0f172a', muted: '#475569', soft: '#dbe6fe' };

const styles = StyleSheet.create({
  cover: { fontFamily: 'Manrope', backgroundColor: brand.ink, color: '#ffffff', padding: 56, justifyContent: 'space-between' },
  brand: { fontSize: 16, fontWeight: 800, color: brand.soft },
  coverTitle: { fontSize: 40, fontWeight: 800, lineHeight: 1.15, marginBottom: 16 },
  coverSubtitle: { fontSize: 15, lineHeight: 1.5, color: brand.soft, maxWidth: 400 },
  coverBar: { height: 6, width: 96, backgroundColor: brand.primary, marginBottom: 24 },
  coverMeta: { fontSize: 11, color: brand.soft },
  page: {
    fontFamily: 'Manrope',
    fontSize: 11,
    lineHeight: 1.6,
    color: brand.ink,
    paddingTop: 56,
    paddingBottom: 64,
    paddingHorizontal: 56,
  },
  heading: { fontSize: 17, fontWeight: 700, color: brand.primary, marginTop: 18, marginBottom: 8 },
  paragraph: { marginBottom: 8 },
  bullet: { flexDirection: 'row', marginBottom: 4, paddingLeft: 8 },
  bulletMark: { width: 12, color: brand.primary },
  footer: {
    position: 'absolute',
    bottom: 28,
    left: 56,
    right: 56,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 9,
    color: brand.muted,
  },
});

/** The white paper as a PDF document: a cover, then its sections on numbered pages. */
export function WhitePaperDocument({ paper }: { paper: typeof whitePaper }) {
  return (
    <Document title={paper.title} author={site.name} subject={paper.subtitle} language="en">
      <Page size="A4" style={styles.cover}>
        <Text style={styles.brand}>{site.name}</Text>
        <View>
          <View style={styles.coverBar} />
          <Text style={styles.coverTitle}>{paper.title}</Text>
          <Text style={styles.coverSubtitle}>{paper.subtitle}</Text>
        </View>
        <Text style={styles.coverMeta}>
          {paper.author} · {paper.published} · {site.email}
        </Text>
      </Page>
      <Page size="A4" style={styles.page}>
        {paper.sections.map((section) => (
          <View key={section.heading} wrap>
            <Text style={styles.heading} minPresenceAhead={48}>
              {section.heading}
            </Text>
            {section.paragraphs.map((text) => (
              <Text key={text} style={styles.paragraph}>
                {text}
              </Text>
            ))}
            {section.bullets.map((text) => (
              <View key={text} style={styles.bullet}>
                <Text style={styles.bulletMark}>•</Text>
                <Text style={{ flex: 1 }}>{text}</Text>
              </View>
            ))}
          </View>
        ))}
        <View style={styles.footer} fixed>
          <Text>
            {site.name} · {paper.title}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
