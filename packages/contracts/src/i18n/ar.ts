import type { SharedMessages } from './en';

export const ar: SharedMessages = {
  errors: {
    validation_failed: 'بعض الحقول غير صالحة.',
    invalid_json: 'محتوى الطلب ليس JSON صالحًا.',
    unsupported_media_type: 'نوع المحتوى هذا غير مدعوم.',
    payload_too_large: 'الطلب كبير جدًا.',
    not_found: 'غير موجود.',
    route_not_found: 'مسار واجهة البرمجة هذا غير موجود.',
    unauthorized: 'دخول غير مصرّح به',
    forbidden: 'ليست لديك صلاحية الوصول إلى هذا.',
    conflict: 'يتعارض هذا مع بيانات موجودة.',
    rate_limited: 'محاولات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مجددًا.',
    internal_error: 'خطأ في الخادم. يُرجى المحاولة لاحقًا.',
    database_unavailable: 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة بعد قليل.',
  },
  validation: {
    required: 'هذا الحقل مطلوب.',
  },
};
