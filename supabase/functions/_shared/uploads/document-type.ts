import { fileTypeFromBuffer } from 'file-type';

/** The résumé formats taken: PDF and Word (.docx, and the older .doc). */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
} as const;

export type DocumentType = keyof typeof DOCUMENT_TYPES;

/** "WordDocument" in UTF-16LE: the stream every Word 97-2003 file holds in its compound file. */
const WORD_STREAM = new Uint8Array([...'WordDocument'].flatMap((c) => [c.charCodeAt(0), 0]));

const contains = (bytes: Uint8Array, needle: Uint8Array) => {
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
};

/**
 * What a file is, read from its bytes alone (file-type's signatures; never the name or the
 * browser's word): 'pdf', 'docx' or 'doc', else undefined. A compound file (.doc, but also .xls,
 * .msi installers) counts as Word only when it holds a WordDocument stream.
 */
export async function documentType(bytes: Uint8Array): Promise<DocumentType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === 'pdf' || found?.ext === 'docx') return found.ext;
  if (found?.ext === 'cfb' && contains(bytes, WORD_STREAM)) return 'doc';
  return undefined;
}
