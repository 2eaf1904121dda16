/** Arabic staff records for the right-to-left demo: deterministic, and formatted without Intl so server and browser agree. */
export interface StaffMember {
  key: number;
  name: string;
  city: string;
  department: string;
  title: string;
  phone: string;
  /** Year the person joined. */
  joined: number;
  salary: number;
}

const NAMES = [
  'ليلى حداد',
  'عمر فاروق',
  'سارة القحطاني',
  'يوسف المصري',
  'نور الهدى سليمان',
  'خالد العتيبي',
  'مريم بن علي',
  'أحمد الشامي',
  'هدى الزهراني',
  'كريم منصور',
  'رنا عيسى',
  'طارق الحسيني',
];
const CITIES = ['الرياض', 'القاهرة', 'بيروت', 'عمّان', 'تونس', 'الدار البيضاء', 'دبي', 'الدوحة', 'مسقط', 'جدة'];
const DEPARTMENTS = ['الهندسة', 'التصميم', 'المالية', 'الدعم الفني', 'التسويق', 'العمليات'];
const TITLES = ['مهندس برمجيات', 'مصمم واجهات', 'محلل مالي', 'أخصائي دعم', 'مدير حملات', 'منسق عمليات'];

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Western digits to Arabic-Indic digits (٠–٩), leaving everything else alone. */
export const arabicDigits = (text: string | number) =>
  String(text).replace(/[0-9]/g, (digit) => ARABIC_DIGITS[Number(digit)]);

/** 18500 -> "١٨٬٥٠٠ ر.س" (Saudi riyal, Arabic thousands separator). */
export const riyal = (value: number) => `${arabicDigits(String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '٬'))} ر.س`;

export function makeStaff(count: number): StaffMember[] {
  return Array.from({ length: count }, (_, i) => ({
    key: i + 1,
    name: NAMES[i % NAMES.length],
    city: CITIES[(i * 3) % CITIES.length],
    department: DEPARTMENTS[i % DEPARTMENTS.length],
    title: TITLES[i % TITLES.length],
    phone: `+966 5${(i * 7) % 10} ${String(100 + ((i * 389) % 900))} ${String(1000 + ((i * 2753) % 9000))}`,
    joined: 2012 + ((i * 5) % 12),
    salary: 9000 + ((i * 1733) % 21000),
  }));
}
