/** Texts of the development checkout page (/dev/checkout/:id), which stands in for a provider's. */
export const en = {
  title: 'Development checkout',
  notice:
    'No money moves here: this page stands in for a payment provider on a development server.',
  amount: 'Amount to pay',
  pay: 'Pay',
  decline: 'Decline',
  secure: '3-D Secure',
  secureTitle: '3-D Secure check',
  secureText: 'Your bank asks you to confirm this payment.',
  confirm: 'Confirm and pay',
  succeeded: 'This top-up is already paid.',
  failed: 'This top-up was declined.',
  back: 'Back to Nibras',
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  title: 'صفحة الدفع التجريبية',
  notice: 'لا تنتقل أي أموال هنا: هذه الصفحة تقوم مقام مزوّد الدفع على خادم التطوير.',
  amount: 'المبلغ المطلوب',
  pay: 'ادفع',
  decline: 'ارفض',
  secure: 'التحقق الآمن 3-D Secure',
  secureTitle: 'التحقق الآمن 3-D Secure',
  secureText: 'يطلب منك مصرفك تأكيد هذه الدفعة.',
  confirm: 'أكّد وادفع',
  succeeded: 'تم دفع عملية الشحن هذه من قبل.',
  failed: 'رُفضت عملية الشحن هذه.',
  back: 'العودة إلى نبراس',
};
