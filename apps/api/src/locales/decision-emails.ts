/**
 * Texts of the emails an operator's decision sends (issue 29): a dispute's or a no-show claim's
 * outcome, to the family and to the tutor, and a payout paid or refused, to the tutor.
 */
export const en = {
  dispute: {
    subject: 'Our decision on the session of {{date}}',
    intro: 'Our team has looked at the {{claim}} about the session of {{date}} with {{other}}.',
    claim: { dispute: 'dispute', tutor_no_show: 'report that the tutor did not come' },
    outcome: {
      family: 'Decision: the full amount of {{amount}} goes back to the family’s wallet.',
      tutor: 'Decision: the session is paid to the tutor; nothing goes back to the family.',
      part: 'Decision: {{amount}} goes back to the family’s wallet; the rest is paid to the tutor.',
    },
    reason: 'Our reason: {{reason}}',
    action: 'Open the session',
  },
  payout: {
    paidSubject: 'Your payout of {{amount}} is sent',
    paid: 'We sent {{amount}} to your bank account ending in {{last4}}. The bank’s transfer reference is {{reference}}.',
    paidArrival: 'Depending on your bank, it may take a few working days to arrive.',
    refusedSubject: 'Your payout of {{amount}} was not sent',
    refused:
      'We did not send your payout of {{amount}}. The amount is back in your available balance.',
    reason: 'Our reason: {{reason}}',
    action: 'Open my earnings',
  },
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  dispute: {
    subject: 'قرارنا بشأن جلسة {{date}}',
    intro: 'راجع فريقنا {{claim}} بشأن جلسة {{date}} مع {{other}}.',
    claim: { dispute: 'الاعتراض', tutor_no_show: 'البلاغ بأن الحصة لم تُقدَّم' },
    outcome: {
      family: 'القرار: يعود المبلغ كاملًا ({{amount}}) إلى محفظة العائلة.',
      tutor: 'القرار: تُحتسب الجلسة مدفوعة، ولا يعود شيء إلى العائلة.',
      part: 'القرار: يعود {{amount}} إلى محفظة العائلة، ويُحتسب الباقي أجرًا للجلسة.',
    },
    reason: 'سبب القرار: {{reason}}',
    action: 'فتح الجلسة',
  },
  payout: {
    paidSubject: 'أُرسل تحويل أرباحك بقيمة {{amount}}',
    paid: 'أرسلنا {{amount}} إلى حسابك المصرفي المنتهي بـ {{last4}}. الرقم المرجعي للتحويل لدى البنك: {{reference}}.',
    paidArrival: 'قد يستغرق وصوله بضعة أيام عمل بحسب مصرفك.',
    refusedSubject: 'لم يُرسل تحويل أرباحك بقيمة {{amount}}',
    refused: 'لم نرسل تحويل أرباحك بقيمة {{amount}}، وعاد المبلغ إلى رصيدك المتاح.',
    reason: 'سبب القرار: {{reason}}',
    action: 'فتح صفحة أرباحي',
  },
};
