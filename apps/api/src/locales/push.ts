/**
 * Texts of pushes (issue 33): namespace `push`. A push is read on a lock screen: a short title
 * and one line. Like the emails they avoid verbs whose Arabic form would depend on who acted,
 * and they never quote a message (the unread email's reasons: a lock screen is outside the app).
 */
export const en = {
  requested: { title: 'New booking request', body: '{{learner}}, {{subject}}: {{time}}' },
  booked: { title: 'New booking', body: '{{learner}}, {{subject}}: {{time}}' },
  confirmed: { title: 'Booking confirmed', body: '{{subject}} with {{tutor}}: {{time}}' },
  declined: { title: 'Booking request declined', body: '{{subject}} with {{tutor}}: {{time}}' },
  cancelled: { title: 'Session cancelled', body: '{{subject}}: {{time}}' },
  rescheduled: { title: 'Session moved', body: '{{subject}}, now: {{time}}' },
  reminder24: { title: 'Session tomorrow', body: '{{subject}}: {{time}}' },
  reminder1: { title: 'Session in one hour', body: '{{subject}}: {{time}}' },
  walletShort: {
    title: 'The wallet does not cover the next lesson',
    body: '{{subject}}: {{time}}',
  },
  seriesConfirmed: {
    title: 'Weekly lessons confirmed',
    body: '{{subject}} with {{tutor}}, from {{time}}',
  },
  weekNotBooked: { title: 'A weekly lesson could not be booked', body: '{{subject}}: {{time}}' },
  message: { title: 'New message', body: 'From {{name}}' },
  notes: {
    title: 'How did the session go?',
    body: '{{subject}}: the outcome and notes wait for you',
  },
  homework: { title: 'Notes and homework', body: '{{subject}}: {{tutor}} wrote after the session' },
  payoutPaid: { title: 'Payout sent', body: '{{amount}} to the account ending in {{last4}}' },
  payoutRefused: { title: 'Payout not sent', body: '{{amount}} is back in your available balance' },
  test: { title: 'Notifications are on', body: 'This device will receive Nibras notifications.' },
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  requested: { title: 'طلب حجز جديد', body: '{{learner}}، {{subject}}: {{time}}' },
  booked: { title: 'حجز جديد', body: '{{learner}}، {{subject}}: {{time}}' },
  confirmed: { title: 'تم تأكيد الحجز', body: '{{subject}} مع {{tutor}}: {{time}}' },
  declined: { title: 'رُفض طلب الحجز', body: '{{subject}} مع {{tutor}}: {{time}}' },
  cancelled: { title: 'أُلغيت الحصة', body: '{{subject}}: {{time}}' },
  rescheduled: { title: 'تغيّر موعد الحصة', body: '{{subject}}، الموعد الجديد: {{time}}' },
  reminder24: { title: 'حصة غدًا', body: '{{subject}}: {{time}}' },
  reminder1: { title: 'حصة بعد ساعة', body: '{{subject}}: {{time}}' },
  walletShort: { title: 'رصيد المحفظة لا يكفي للحصة القادمة', body: '{{subject}}: {{time}}' },
  seriesConfirmed: {
    title: 'تم تأكيد الحصص الأسبوعية',
    body: '{{subject}} مع {{tutor}}، ابتداءً من {{time}}',
  },
  weekNotBooked: { title: 'تعذّر حجز إحدى الحصص الأسبوعية', body: '{{subject}}: {{time}}' },
  message: { title: 'رسالة جديدة', body: 'من {{name}}' },
  notes: { title: 'كيف كانت الحصة؟', body: '{{subject}}: نتيجة الحصة وملاحظاتها بانتظارك' },
  homework: { title: 'ملاحظات وواجبات', body: '{{subject}}: ملاحظات {{tutor}} بعد الحصة' },
  payoutPaid: { title: 'أُرسل تحويل أرباحك', body: '{{amount}} إلى الحساب المنتهي بـ {{last4}}' },
  payoutRefused: { title: 'لم يُرسل تحويل أرباحك', body: 'عاد {{amount}} إلى رصيدك المتاح' },
  test: { title: 'الإشعارات مفعّلة', body: 'سيصل إلى هذا الجهاز إشعارات نبراس.' },
};
