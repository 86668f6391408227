// Values of number and string literals, from the text as written.

const INT_SUFFIX: Record<string, string> = {
  u8: 'uint8', u16: 'uint16', u32: 'uint32', u64: 'uint64',
  s8: 'int8', s16: 'int16', s32: 'int32', s64: 'int64',
};

export interface NumberValue {
  value: number;
  imaginary: boolean;
  intClass?: string;
}

export function numberValue(text: string): NumberValue {
  // Fast path for plain decimals (JavaScript's Number() also reads 0x/0b, so those go the long way).
  const second = text.charCodeAt(1);
  if (second !== 120 && second !== 88 && second !== 98 && second !== 66) {
    const plain = Number(text);
    if (!Number.isNaN(plain)) return { value: plain, imaginary: false };
  }
  const lower = text.toLowerCase().replace(/_/g, '');
  if (lower.startsWith('0x') || lower.startsWith('0b')) {
    const m = /^0([xb])([0-9a-f]*)(u8|u16|u32|u64|s8|s16|s32|s64)?$/.exec(lower);
    if (!m || m[2].length === 0) return { value: NaN, imaginary: false };
    let value = Number.parseInt(m[2], m[1] === 'x' ? 16 : 2);
    const intClass = m[3] ? INT_SUFFIX[m[3]] : smallestUnsigned(value);
    // A signed suffix reads the bits as two's complement: 0xFFs8 is -1.
    const bits = Number(intClass.replace(/\D/g, ''));
    if (intClass.startsWith('int') && value >= 2 ** (bits - 1) && value < 2 ** bits) value -= 2 ** bits;
    return { value, imaginary: false, intClass };
  }
  let body = lower;
  let imaginary = false;
  const last = body[body.length - 1];
  if (last === 'i' || last === 'j') {
    imaginary = true;
    body = body.slice(0, -1);
  }
  return { value: Number(body.replace('d', 'e')), imaginary };
}

/** Without a suffix, a hex or binary literal takes the smallest unsigned class that holds it. */
function smallestUnsigned(value: number): string {
  if (value < 2 ** 8) return 'uint8';
  if (value < 2 ** 16) return 'uint16';
  return value < 2 ** 32 ? 'uint32' : 'uint64';
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v', '\\': '\\', '"': '"', "'": "'", '0': '\0',
};

/** Decodes a literal as written (quotes included). Octave's double-quoted strings take
 *  backslash escapes; MATLAB's only double the quote. An unterminated literal decodes to
 *  what it holds. */
export function decodeString(text: string, octaveEscapes: boolean): string {
  const q = text[0];
  const closed = text.length >= 2 && text[text.length - 1] === q && !endsWithDoubledQuote(text, q);
  const inner = text.slice(1, closed ? -1 : undefined);
  const escapes = octaveEscapes && q === '"';
  if (!inner.includes(q) && !(escapes && inner.includes('\\'))) return inner;
  const unquoted = inner.split(q + q).join(q);
  if (!escapes) return unquoted;
  // A backslash before a line break (LF or CRLF) joins the lines, as in Octave.
  return unquoted.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|\r\n|.)/gs, (_m, e: string) => {
    if (e === '\n' || e === '\r\n') return '';
    if (e[0] === 'x' && e.length > 1) return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    if (/^[0-7]+$/.test(e)) return String.fromCharCode(Number.parseInt(e, 8));
    return SIMPLE_ESCAPES[e] ?? e;
  });
}

/** `'ab''` is unterminated: its last quote is half of an escaped pair. */
function endsWithDoubledQuote(text: string, q: string): boolean {
  let k = 0;
  for (let i = text.length - 1; i >= 1 && text[i] === q; i--) k++;
  return k % 2 === 0;
}
