// Quoted text inside spec attributes, told apart from MATLAB's transpose by MATLAB's own rule:
// a ' right after a name, a number, a closing bracket, a dot or another quote is a transpose
// (Operator(a') holds no text), elsewhere it opens text ('like'). Double quotes always do.

/** When text[i] opens quoted text, the index of its closing quote (-1 when unclosed);
 *  undefined when text[i] opens nothing. Doubled quotes inside ('it''s') are part of it. */
export function quotedEnd(text: string, i: number): number | undefined {
  const q = text[i];
  if (q !== "'" && q !== '"') return undefined;
  if (q === "'" && i > 0 && /[A-Za-z0-9_)\]}.']/.test(text[i - 1]!)) return undefined;
  let j = i + 1;
  while (j < text.length) {
    if (text[j] === q) {
      if (text[j + 1] === q) {
        j += 2;
        continue;
      }
      return j;
    }
    j++;
  }
  return -1;
}
