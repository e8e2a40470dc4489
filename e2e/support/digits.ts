/**
 * A number as an Arabic or Persian keyboard types it: "25.5" → "٢٥٫٥" (Arabic-Indic digits and
 * the Arabic decimal separator) or "۲۵٫۵" (Persian digits).
 */
export function arabicDigits(text: string): string {
  return text
    .replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))
    .replace('.', '٫');
}

export function persianDigits(text: string): string {
  return text
    .replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)))
    .replace('.', '٫');
}
