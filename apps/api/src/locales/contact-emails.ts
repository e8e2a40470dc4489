/**
 * Texts of the /contact emails. The writer's acknowledgement, in the language of their page, is
 * the namespace `contact-emails`; the support team reads English, so `support-emails` exists in
 * English only.
 */
export const en = {
  subject: 'We received your message',
  intro:
    'Thank you for writing to Nibras. Your message about "{{topic}}" has reached our support team.',
  answer: 'We usually answer within two working days, by email to this address.',
  reference: 'Your reference: {{id}}',
  footer: 'You receive this email because this address was given on the Nibras contact form.',
  reply: {
    subject: 'Our answer to your message',
    intro: 'Here is our answer to the message you sent us about "{{topic}}":',
    more: 'If you need anything else, write to us again through the contact page.',
  },
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  subject: 'وصلتنا رسالتك',
  intro: 'شكرًا لتواصلك مع نبراس. وصلت رسالتك بخصوص «{{topic}}» إلى فريق الدعم.',
  answer: 'عادةً ما نردّ خلال يومَي عمل، برسالة إلى هذا البريد الإلكتروني.',
  reference: 'رقمك المرجعي: {{id}}',
  footer: 'تصلك هذه الرسالة لأن هذا البريد الإلكتروني كُتب في نموذج التواصل على نبراس.',
  reply: {
    subject: 'ردّنا على رسالتك',
    intro: 'هذا ردّنا على الرسالة التي أرسلتها إلينا بخصوص «{{topic}}»:',
    more: 'إن احتجت إلى أي شيء آخر، راسلنا مجددًا من صفحة التواصل.',
  },
};

/** The message as support reads it (English only). */
export const support = {
  recipient: 'Nibras support',
  subject: '[Contact] {{topic}}: {{name}}',
  intro: 'A new message arrived through the contact form.',
  from: 'From: {{name}} <{{email}}>',
  topic: 'Topic: {{topic}}',
  language: 'Page language: {{language}}',
  account: 'Signed in as user {{userId}}',
  visitor: 'Not signed in',
  reference: 'Reference: {{id}}',
  message: 'Message:',
  reply: 'Reply to {{email}}, in {{language}}.',
  footer: 'You receive this email because this address is SUPPORT_EMAIL of a Nibras server.',
  languages: { en: 'English', ar: 'Arabic' },
};
