/**
 * The region's cities and their main districts, in both languages (issue 32, decision 0030).
 * Seeded at every start by slug (areas.seed.ts), as the education catalog is: a slug never
 * changes once shipped, because tutors' areas and families' addresses point at its row. The
 * order here is the order a family sees: by country, then the largest cities first.
 */

export type DistrictSeed = { slug: string; nameEn: string; nameAr: string };
export type CitySeed = DistrictSeed & {
  /** ISO 3166-1 alpha-2. */
  country: string;
  districts: DistrictSeed[];
};

/** A district's slug is its city's, then its own: unique across the whole catalog. */
function city(
  country: string,
  slug: string,
  nameEn: string,
  nameAr: string,
  districts: [slug: string, nameEn: string, nameAr: string][],
): CitySeed {
  return {
    country,
    slug,
    nameEn,
    nameAr,
    districts: districts.map(([district, en, ar]) => ({
      slug: `${slug}-${district}`,
      nameEn: en,
      nameAr: ar,
    })),
  };
}

export const citySeeds: CitySeed[] = [
  city('SA', 'sa-riyadh', 'Riyadh', 'الرياض', [
    ['olaya', 'Olaya', 'العليا'],
    ['al-malqa', 'Al Malqa', 'الملقا'],
    ['al-nakheel', 'Al Nakheel', 'النخيل'],
    ['al-yasmin', 'Al Yasmin', 'الياسمين'],
    ['al-sulimaniyah', 'Al Sulimaniyah', 'السليمانية'],
    ['al-rawdah', 'Al Rawdah', 'الروضة'],
    ['al-malaz', 'Al Malaz', 'الملز'],
    ['hittin', 'Hittin', 'حطين'],
    ['al-narjis', 'Al Narjis', 'النرجس'],
    ['al-aqiq', 'Al Aqiq', 'العقيق'],
  ]),
  city('SA', 'sa-jeddah', 'Jeddah', 'جدة', [
    ['al-rawdah', 'Al Rawdah', 'الروضة'],
    ['al-salamah', 'Al Salamah', 'السلامة'],
    ['al-zahra', 'Al Zahra', 'الزهراء'],
    ['al-shati', 'Al Shati', 'الشاطئ'],
    ['al-hamra', 'Al Hamra', 'الحمراء'],
    ['al-naeem', 'Al Naeem', 'النعيم'],
    ['al-safa', 'Al Safa', 'الصفا'],
    ['obhur', 'Obhur', 'أبحر'],
  ]),
  city('SA', 'sa-dammam', 'Dammam', 'الدمام', [
    ['al-faisaliyah', 'Al Faisaliyah', 'الفيصلية'],
    ['al-shati', 'Al Shati', 'الشاطئ'],
    ['al-mazruiyah', 'Al Mazruiyah', 'المزروعية'],
    ['al-nakheel', 'Al Nakheel', 'النخيل'],
    ['al-hamra', 'Al Hamra', 'الحمراء'],
    ['al-muhammadiyah', 'Al Muhammadiyah', 'المحمدية'],
  ]),
  city('SA', 'sa-makkah', 'Makkah', 'مكة المكرمة', [
    ['al-aziziyah', 'Al Aziziyah', 'العزيزية'],
    ['al-awali', 'Al Awali', 'العوالي'],
    ['al-shawqiyah', 'Al Shawqiyah', 'الشوقية'],
    ['al-naseem', 'Al Naseem', 'النسيم'],
    ['al-zahir', 'Al Zahir', 'الزاهر'],
    ['al-rusaifah', 'Al Rusaifah', 'الرصيفة'],
  ]),
  city('SA', 'sa-madinah', 'Madinah', 'المدينة المنورة', [
    ['quba', 'Quba', 'قباء'],
    ['al-aziziyah', 'Al Aziziyah', 'العزيزية'],
    ['al-khalidiyah', 'Al Khalidiyah', 'الخالدية'],
    ['al-iskan', 'Al Iskan', 'الإسكان'],
    ['al-uyun', 'Al Uyun', 'العيون'],
    ['shuran', 'Shuran', 'شوران'],
  ]),
  city('AE', 'ae-dubai', 'Dubai', 'دبي', [
    ['jumeirah', 'Jumeirah', 'جميرا'],
    ['al-barsha', 'Al Barsha', 'البرشاء'],
    ['dubai-marina', 'Dubai Marina', 'دبي مارينا'],
    ['deira', 'Deira', 'ديرة'],
    ['mirdif', 'Mirdif', 'مردف'],
    ['downtown', 'Downtown Dubai', 'وسط مدينة دبي'],
    ['al-qusais', 'Al Qusais', 'القصيص'],
    ['jumeirah-village-circle', 'Jumeirah Village Circle', 'قرية جميرا الدائرية'],
  ]),
  city('AE', 'ae-abu-dhabi', 'Abu Dhabi', 'أبوظبي', [
    ['al-khalidiyah', 'Al Khalidiyah', 'الخالدية'],
    ['al-reem-island', 'Al Reem Island', 'جزيرة الريم'],
    ['khalifa-city', 'Khalifa City', 'مدينة خليفة'],
    ['mohammed-bin-zayed-city', 'Mohammed Bin Zayed City', 'مدينة محمد بن زايد'],
    ['al-mushrif', 'Al Mushrif', 'المشرف'],
    ['al-bateen', 'Al Bateen', 'البطين'],
  ]),
  city('AE', 'ae-sharjah', 'Sharjah', 'الشارقة', [
    ['al-majaz', 'Al Majaz', 'المجاز'],
    ['al-nahda', 'Al Nahda', 'النهدة'],
    ['al-khan', 'Al Khan', 'الخان'],
    ['muwaileh', 'Muwaileh', 'مويلح'],
    ['al-taawun', 'Al Taawun', 'التعاون'],
  ]),
  city('QA', 'qa-doha', 'Doha', 'الدوحة', [
    ['west-bay', 'West Bay', 'الخليج الغربي'],
    ['al-sadd', 'Al Sadd', 'السد'],
    ['the-pearl', 'The Pearl', 'اللؤلؤة'],
    ['al-waab', 'Al Waab', 'الوعب'],
    ['al-dafna', 'Al Dafna', 'الدفنة'],
    ['al-gharrafa', 'Al Gharrafa', 'الغرافة'],
  ]),
  city('KW', 'kw-kuwait-city', 'Kuwait City', 'مدينة الكويت', [
    ['salmiya', 'Salmiya', 'السالمية'],
    ['hawally', 'Hawally', 'حولي'],
    ['jabriya', 'Jabriya', 'الجابرية'],
    ['al-rawda', 'Al Rawda', 'الروضة'],
    ['mishref', 'Mishref', 'مشرف'],
    ['sharq', 'Sharq', 'شرق'],
  ]),
  city('BH', 'bh-manama', 'Manama', 'المنامة', [
    ['juffair', 'Juffair', 'الجفير'],
    ['seef', 'Seef', 'السيف'],
    ['adliya', 'Adliya', 'العدلية'],
    ['gudaibiya', 'Gudaibiya', 'القضيبية'],
    ['hoora', 'Hoora', 'الحورة'],
  ]),
  city('OM', 'om-muscat', 'Muscat', 'مسقط', [
    ['al-khuwair', 'Al Khuwair', 'الخوير'],
    ['qurum', 'Qurum', 'القرم'],
    ['al-ghubrah', 'Al Ghubrah', 'الغبرة'],
    ['ruwi', 'Ruwi', 'روي'],
    ['al-mawaleh', 'Al Mawaleh', 'الموالح'],
    ['al-seeb', 'Al Seeb', 'السيب'],
  ]),
  city('EG', 'eg-cairo', 'Cairo', 'القاهرة', [
    ['nasr-city', 'Nasr City', 'مدينة نصر'],
    ['heliopolis', 'Heliopolis', 'مصر الجديدة'],
    ['maadi', 'Maadi', 'المعادي'],
    ['zamalek', 'Zamalek', 'الزمالك'],
    ['new-cairo', 'New Cairo', 'القاهرة الجديدة'],
    ['shubra', 'Shubra', 'شبرا'],
    ['downtown', 'Downtown Cairo', 'وسط البلد'],
  ]),
  city('EG', 'eg-giza', 'Giza', 'الجيزة', [
    ['dokki', 'Dokki', 'الدقي'],
    ['mohandessin', 'Mohandessin', 'المهندسين'],
    ['haram', 'Haram', 'الهرم'],
    ['sheikh-zayed', 'Sheikh Zayed City', 'مدينة الشيخ زايد'],
    ['6th-of-october', '6th of October City', 'مدينة السادس من أكتوبر'],
    ['agouza', 'Agouza', 'العجوزة'],
  ]),
  city('EG', 'eg-alexandria', 'Alexandria', 'الإسكندرية', [
    ['smouha', 'Smouha', 'سموحة'],
    ['sidi-gaber', 'Sidi Gaber', 'سيدي جابر'],
    ['stanley', 'Stanley', 'ستانلي'],
    ['miami', 'Miami', 'ميامي'],
    ['al-mandara', 'Al Mandara', 'المندرة'],
    ['gleem', 'Gleem', 'جليم'],
  ]),
  city('JO', 'jo-amman', 'Amman', 'عمّان', [
    ['abdoun', 'Abdoun', 'عبدون'],
    ['sweifieh', 'Sweifieh', 'الصويفية'],
    ['jabal-amman', 'Jabal Amman', 'جبل عمّان'],
    ['khalda', 'Khalda', 'خلدا'],
    ['tla-al-ali', "Tla' Al Ali", 'تلاع العلي'],
    ['shmeisani', 'Shmeisani', 'الشميساني'],
    ['dabouq', 'Dabouq', 'دابوق'],
  ]),
];
