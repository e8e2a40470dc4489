import type { WithGenderedForms } from './gendered';

/**
 * Texts of the family account's emails: namespace `family-emails`; `{{parent}}` is the parent's
 * name.
 */
export const en = {
  invitation: {
    subject: '{{parent}} invites you to their family on Nibras',
    intro:
      '{{parent}} would like to follow your learning on Nibras as your parent: they could then see and book your sessions, and read your progress and your tutors’ notes.',
    action: 'Answer the invitation',
    answer: 'Log in and accept or decline it on your dashboard. Nothing changes until you do.',
    ignore: 'If you do not know this person, decline the invitation or ignore this email.',
  },
};

/**
 * Typed as the English texts, so a key missing in Arabic fails the type-check; the texts about
 * the parent take the Arabic form they asked for.
 */
export const ar: WithGenderedForms<typeof en> = {
  invitation: {
    subject: 'دعوة من {{parent}} للانضمام إلى العائلة في نبراس',
    subject_feminine: '{{parent}} تدعوك للانضمام إلى عائلتها في نبراس',
    subject_masculine: '{{parent}} يدعوك للانضمام إلى عائلته في نبراس',
    intro:
      'تصلك هذه الدعوة من {{parent}} لمتابعة تعلّمك على نبراس من حساب العائلة: وبقبولها تُتاح رؤية جلساتك وحجزها، والاطلاع على تقدّمك وملاحظات معلّميك.',
    intro_feminine:
      'ترغب {{parent}} في متابعة تعلّمك على نبراس بصفتها وليّة أمرك: ستتمكّن عندها من رؤية جلساتك وحجزها، والاطلاع على تقدّمك وملاحظات معلّميك.',
    intro_masculine:
      'يرغب {{parent}} في متابعة تعلّمك على نبراس بصفته وليّ أمرك: سيتمكّن عندها من رؤية جلساتك وحجزها، والاطلاع على تقدّمك وملاحظات معلّميك.',
    action: 'الرد على الدعوة',
    answer: 'سجّل الدخول واقبل الدعوة أو ارفضها من لوحتك. لن يتغيّر شيء قبل ذلك.',
    ignore: 'إن كنت لا تعرف هذا الشخص فارفض الدعوة أو تجاهل هذه الرسالة.',
  },
};
