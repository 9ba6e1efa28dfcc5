// The words of a listing in Arabic, as a Saudi portal writes them: each title, opening, feature,
// location and closing is the Arabic of the English one at the same place in listing-texts.ts, so a
// listing says the same in both languages. Roads and landmarks are not named in Arabic: the
// neighbourhood or the city says where instead.
import type { PropertyType } from '../../../../shared/constants';
import names from '../../../../shared/i18n/names.ar.json' with { type: 'json' };
import type { Features, ListingMode } from './listing-profiles';

/** A name of ours in Arabic (the shared catalog of names), else as it is. */
export const arabicName = (english: string): string => (names as Record<string, string>)[english] ?? english;

export const TITLES_AR: Record<PropertyType, Record<ListingMode, readonly string[]>> = {
  apartment: {
    sale: [
      'شقة حديثة من {rooms} في {inNb}',
      'شقة عائلية واسعة في {inNb}',
      'شقة مشرقة من {rooms} بإطلالة على المدينة في {inNb}',
      'شقة جديدة التشطيب من {rooms} في {inNb}',
      'شقة زاوية مع سطح خاص في {inNb}',
      'شقة أنيقة من {rooms} في {city}',
      'شقة أرضية مع حديقة في {inNb}',
      'شقة من {rooms} في مجمع سكني مسوّر، {inNb}',
      'شقة من {rooms} مع مسبح مشترك في {inNb}',
    ],
    rent: [
      'شقة من {rooms} للإيجار في {inNb}',
      'شقة {furnished}من {rooms} للإيجار في {city}',
      'شقة عائلية للإيجار السنوي في {inNb}',
      'شقة حديثة من {rooms} للإيجار في {city}',
      'شقة جديدة من {rooms} مع شرفة في {inNb}',
      'شقة مع نادٍ رياضي ومسبح في {inNb}',
    ],
  },
  villa: {
    sale: [
      'فيلا فاخرة من {rooms} في {inNb}',
      'فيلا حديثة بمسبح خاص في {inNb}',
      'فيلا دوبلكس مع حديقة في {inNb}',
      'فيلا زاوية في {inNb}',
      'فيلا عصرية من {rooms} في {city}',
      'فيلا عائلية مع ملحق في {inNb}',
      'فيلا تاون هاوس في {inNb}',
      'فيلا بطراز نجدي أصيل في {inNb}',
    ],
    rent: [
      'فيلا من {rooms} للإيجار في {inNb}',
      'فيلا عائلية واسعة للإيجار السنوي في {inNb}',
      'فيلا {furnished}مع حديقة للإيجار في {city}',
      'فيلا بمسبح خاص للإيجار في {inNb}',
      'فيلا في مجمع سكني للإيجار في {city}',
      'فيلا دوبلكس للإيجار السنوي في {city}',
    ],
  },
  office: {
    sale: [
      'طابق مكاتب من الفئة الأولى في {inNb}',
      'مساحة مكتبية مجهزة في {city}',
      'مقر مكتبي للشركات في {city}',
      'جناح مكتبي فاخر في {inNb}',
    ],
    rent: ['مساحة مكتبية للإيجار في {city}', 'جناح مكتبي {furnished}في {inNb}', 'مكاتب من الفئة الأولى للإيجار في {city}'],
  },
  commercial: {
    sale: ['معرض تجاري في {city}', 'عمارة تجارية في {inNb}', 'محل تجاري على زاوية بموقع مميز في {inNb}', 'مجمع تجاري مدرّ للدخل في {inNb}'],
    rent: ['معرض على شارع تجاري للإيجار في {city}', 'محل تجاري للإيجار في {inNb}', 'مساحة تجارية جاهزة لمطعم في {city}'],
  },
  land: {
    sale: [
      'أرض سكنية في {inNb}',
      'أرض زاوية في {city}',
      'أرض تجارية في {city}',
      'أرض مميزة بمساحة {area} م² في {inNb}',
      'أرض استثمارية في {inNb}',
    ],
    rent: ['أرض للإيجار في {inNb}'],
  },
  warehouse: {
    sale: ['مستودع لوجستي في {inNb}', 'مستودع صناعي مع أرصفة تحميل في {inNb}', 'مستودع مهيأ للتبريد في {inNb}'],
    rent: ['مستودع للإيجار في {inNb}', 'مستودع تخزين بمساحة {area} م² للإيجار في {inNb}', 'مستودع توزيع للإيجار في {city}'],
  },
};

export const OPENINGS_AR: Record<PropertyType, readonly string[]> = {
  apartment: [
    'شقة بتوزيع عملي من {rooms} في {inNb}، أحد أكثر أحياء {city} طلبًا.',
    'شقة مشرقة وجيدة التهوية من {rooms} في شارع هادئ في {inNb} في {city}.',
    'شقة بمساحة {area} م² في {inNb} تضم {rooms} و{baths} في مبنى حسن الإدارة.',
  ],
  villa: [
    'فيلا أنيقة من {rooms} على أرض مساحتها {area} م² في {inNb} في {city}.',
    'فيلا عائلية حديثة في {inNb} بمساحات معيشة واسعة على طابقين ومدخل خاص.',
    'تجمع هذه الفيلا العصرية في {inNb} بين {rooms} و{baths} ومجلس منفصل للضيوف.',
  ],
  office: [
    'مساحة مكتبية من الفئة الأولى بمساحة {area} م² في {inNb} في {city}، بطوابق مفتوحة وقاعات اجتماعات.',
    'مكتب مخدوم بالكامل في {inNb}، مناسب للمقار الإقليمية والشركات المهنية.',
    'طابق مكتبي مرن بمساحة {area} م² في {inNb} بأرضيات مرتفعة وواجهات زجاجية من الأرض حتى السقف.',
  ],
  commercial: [
    'وحدة تجارية بارزة بمساحة {area} م² في {inNb} في {city}، على واجهة تجارية مزدحمة.',
    'مساحة تجارية على الشارع في {inNb} بواجهات زجاجية واسعة ومواقف سهلة للعملاء.',
    'عقار تجاري في {inNb} مثالي لمعرض أو عيادة أو مقهى أو مطعم.',
  ],
  land: [
    'أرض بمساحة {area} م² في {inNb} في {city}، بصك واضح وجميع الخدمات متوفرة عند حدودها.',
    'أرض مستوية بمساحة {area} م² في {inNb}، مخصصة للتطوير السكني، على شارع بعرض {street} م.',
    'أرض بموقع مميز بمساحة {area} م² في {inNb} النامي في {city}.',
  ],
  warehouse: [
    'مستودع بمساحة {area} م² في {inNb} في {city}، بارتفاع داخلي صافٍ {height} م.',
    'مستودع لوجستي حديث في {inNb} بمداخل للشاحنات وأرصفة تحميل وساحة مؤمّنة.',
    'مستودع بهيكل حديدي بمساحة {area} م² في {inNb}، مناسب للتخزين أو التوزيع أو الصناعات الخفيفة.',
  ],
};

export const LAND_NOTES_AR = [
  'توصيلات الكهرباء والمياه والصرف الصحي عند حدود الأرض.',
  'مناسبة لفيلا خاصة أو مجمع سكني صغير.',
  'محاطة بمنازل مكتملة وبنية تحتية جديدة.',
];

export function featureSentenceAr(type: PropertyType, feature: keyof Features): string {
  const home = type === 'villa';
  switch (feature) {
    case 'furnished':
      return 'يأتي العقار مفروشًا بالكامل بتجهيزات عالية الجودة وجاهزًا للاستخدام.';
    case 'balcony':
      return home ? 'تطل غرف النوم العلوية على تراس واسع.' : 'شرفة خاصة تستقبل نسمات المساء.';
    case 'garden':
      return 'حديقة منسّقة مثالية للتجمعات العائلية.';
    case 'pool':
      return home ? 'مسبح خاص يضفي أجواء المنتجعات.' : 'مسبح مشترك بدرجة حرارة مضبوطة للسكان.';
    case 'gym':
      return home ? 'غرفة رياضة منزلية مجهزة في الدور السفلي.' : 'نادٍ رياضي مجهز بالكامل متاح للشاغلين.';
    case 'security':
      return 'حراسة أمنية وكاميرات مراقبة على مدار الساعة.';
    case 'elevator':
      return home ? 'مصعد خاص يخدم جميع الأدوار.' : 'مخدوم بمصاعد حديثة عالية السرعة.';
  }
}

export const LOCATION_SENTENCES_AR = [
  'على بعد دقائق من أبرز معالم {city} مع وصول سريع إلى الطرق الرئيسية.',
  'قريب من المدارس والمساجد ومحلات التموين، وعلى مسافة قصيرة بالسيارة من مراكز {city}.',
  'يقع بالقرب من طريق رئيسي، وعلى بعد دقائق من أبرز معالم المدينة.',
  'سهولة الوصول إلى الطرق الرئيسية وأهم مراكز التسوق والمطاعم في {city}.',
];

export const CLOSINGS_AR: Record<ListingMode, readonly string[]> = {
  sale: ['الصك جاهز للإفراغ الفوري.', 'من المالك مباشرة دون عمولة سعي.', 'التمويل البنكي متاح عبر البنوك الشريكة.', 'المعاينة بموعد مسبق.'],
  rent: [
    'الإيجار السنوي على دفعتين عبر عقد في منصة إيجار.',
    'يُدفع الإيجار سنويًا، والخدمات غير مشمولة.',
    'متاح فورًا، والمعاينة بموعد مسبق.',
    'عقد موثق في منصة إيجار، بدفعة أو دفعتين في السنة.',
  ],
};

/** A yearly rent's Arabic words made monthly, as monthlyTerms does the English (plan-listings.ts). */
export const monthlyTermsAr = (text: string) =>
  text
    .replace('للإيجار السنوي', 'للإيجار الشهري')
    .replace(
      /الإيجار السنوي على دفعتين عبر عقد في منصة إيجار\.|يُدفع الإيجار سنويًا، والخدمات غير مشمولة\.|عقد موثق في منصة إيجار، بدفعة أو دفعتين في السنة\./,
      'يُدفع الإيجار شهريًا عبر عقد في منصة إيجار، والخدمات غير مشمولة.',
    );

/** "غرفة نوم واحدة", "غرفتي نوم", "3 غرف نوم", "11 غرفة نوم". */
const rooms = (n: number) => (n === 1 ? 'غرفة نوم واحدة' : n === 2 ? 'غرفتي نوم' : n <= 10 ? `${n} غرف نوم` : `${n} غرفة نوم`);
/** "دورة مياه واحدة", "دورتي مياه", "3 دورات مياه". */
const baths = (n: number) => (n === 1 ? 'دورة مياه واحدة' : n === 2 ? 'دورتي مياه' : n <= 10 ? `${n} دورات مياه` : `${n} دورة مياه`);

/** What the Arabic words of a listing are filled with: its facts, in Arabic where they are names. */
export function arabicVars(v: {
  type: PropertyType;
  city: string;
  neighborhood: string;
  bedrooms: number | null;
  bathrooms: number | null;
  area: string;
  furnished: boolean;
  street: number;
  height: number;
}): Record<string, string | number> {
  const nb = arabicName(v.neighborhood);
  return {
    city: arabicName(v.city),
    // An industrial district is named as it is ("المدينة الصناعية الثانية"); a neighbourhood as a district, "حي الملقا".
    inNb: v.type === 'warehouse' ? nb : `حي ${nb}`,
    rooms: v.bedrooms ? rooms(v.bedrooms) : '',
    baths: v.bathrooms ? baths(v.bathrooms) : '',
    area: v.area,
    furnished: v.furnished ? (v.type === 'office' ? 'مفروش ' : 'مفروشة ') : '',
    street: v.street,
    height: v.height,
  };
}
