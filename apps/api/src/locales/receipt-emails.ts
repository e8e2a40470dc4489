/**
 * Texts of the receipt emails: namespace `receipt-emails`. The same lines as the receipt's
 * page in the web app, so the email is the receipt.
 */
export const en = {
  subject: 'Your Nibras receipt {{number}}',
  intro: 'Here is your receipt. You can also open it from your wallet and print it.',
  number: 'Receipt number: {{number}}',
  date: 'Date: {{date}}',
  kind: {
    top_up: 'Wallet top-up',
    session_charge: 'Tutoring session',
    refund: 'Refund of unspent money',
  },
  item: 'For: {{kind}}',
  session: 'Session: {{subject}}, {{time}}',
  issuer: 'Issued by: {{name}}',
  customer: 'Customer: {{name}}',
  tutor: 'Tutor: {{name}}',
  net: 'Amount before VAT: {{amount}}',
  vat: 'VAT at {{rate}}%: {{amount}}',
  total: 'Total, VAT included: {{amount}}',
  action: 'View and print the receipt',
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  subject: 'إيصالك من نبراس رقم {{number}}',
  intro: 'إليك إيصالك. يمكنك أيضًا فتحه من محفظتك وطباعته.',
  number: 'رقم الإيصال: {{number}}',
  date: 'التاريخ: {{date}}',
  kind: {
    top_up: 'شحن المحفظة',
    session_charge: 'جلسة تعليمية',
    refund: 'استرداد رصيد غير مستخدم',
  },
  item: 'البند: {{kind}}',
  session: 'الجلسة: {{subject}}، {{time}}',
  issuer: 'الجهة المُصدِرة: {{name}}',
  customer: 'العميل: {{name}}',
  tutor: 'الحصة مع: {{name}}',
  net: 'المبلغ قبل ضريبة القيمة المضافة: {{amount}}',
  vat: 'ضريبة القيمة المضافة بنسبة {{rate}}٪: {{amount}}',
  total: 'الإجمالي شاملًا ضريبة القيمة المضافة: {{amount}}',
  action: 'عرض الإيصال وطباعته',
};
