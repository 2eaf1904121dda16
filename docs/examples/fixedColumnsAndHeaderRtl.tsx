import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';
import { arabicDigits, makeStaff, riyal, type StaffMember } from './data/g2-staff-ar';

// In right-to-left tables `fixed: 'start'` pins a column to the right edge and `fixed: 'end'` to the left.
const columns: ColumnsType<StaffMember> = [
  { title: 'الرقم', dataIndex: 'key', key: 'key', width: 70, fixed: 'start', render: arabicDigits },
  { title: 'الاسم', dataIndex: 'name', key: 'name', width: 170, fixed: 'start' },
  { title: 'المسمى الوظيفي', dataIndex: 'title', key: 'title', width: 170 },
  { title: 'القسم', dataIndex: 'department', key: 'department', width: 140 },
  { title: 'المدينة', dataIndex: 'city', key: 'city', width: 140 },
  {
    title: 'الهاتف',
    dataIndex: 'phone',
    key: 'phone',
    width: 170,
    // Phone numbers read left to right even inside Arabic text.
    render: (phone: string) => <bdi dir="ltr">{phone}</bdi>,
  },
  { title: 'سنة الانضمام', dataIndex: 'joined', key: 'joined', width: 120, render: arabicDigits },
  { title: 'الراتب', dataIndex: 'salary', key: 'salary', width: 130, fixed: 'end', render: riyal },
];

const data = makeStaff(40);

export default function FixedColumnsAndHeaderRtl() {
  return (
    // `lang` lets screen readers and fonts treat the content as Arabic; `direction` flips the table itself.
    <div lang="ar">
      <Table<StaffMember> direction="rtl" columns={columns} data={data} rowKey="key" scroll={{ x: 1110, y: 360 }} />
    </div>
  );
}
