import Table from '@rc-component/table';
import type { ColumnsType } from '@rc-component/table';

interface Session {
  title: string;
  speaker?: string;
  /** How many time slots the session lasts; 1 if left out. */
  slots?: number;
}

type Room = 'hall' | 'studio' | 'lab';

interface Slot {
  time: string;
  /** A session for every room at once: keynote, lunch. */
  plenary?: Session;
  hall?: Session;
  studio?: Session;
  /** `'continued'`: the room is still busy with the session from the slot above. */
  lab?: Session | 'continued';
}

const schedule: Slot[] = [
  { time: '09:00', plenary: { title: 'Opening keynote: Tables that scale', speaker: 'Priya Nair' } },
  {
    time: '10:00',
    hall: { title: 'Designing dense data screens', speaker: 'Lucas Moreau' },
    studio: { title: 'Accessible grids in practice', speaker: 'Hannah Becker' },
    lab: { title: 'Workshop: virtual scrolling from scratch', speaker: 'Kenji Tanaka', slots: 2 },
  },
  {
    time: '11:00',
    hall: { title: 'Sorting, filtering, paging on the server', speaker: 'Amara Okafor' },
    studio: { title: 'Right-to-left layouts', speaker: 'Leila Haddad' },
    lab: 'continued',
  },
  { time: '12:00', plenary: { title: 'Lunch' } },
  {
    time: '13:00',
    hall: { title: 'Sticky headers without jank', speaker: 'Chen Jing' },
    studio: { title: 'Testing table interactions', speaker: 'Diego Silva' },
    lab: { title: 'Office hours', speaker: 'Library maintainers' },
  },
];

const ROOMS: Room[] = ['hall', 'studio', 'lab'];

const renderSession = (session?: Session | 'continued') =>
  session && session !== 'continued' ? (
    <>
      <strong>{session.title}</strong>
      {session.speaker && <div style={{ color: 'var(--text-3, #646a73)', fontSize: 13 }}>{session.speaker}</div>}
    </>
  ) : null;

const roomColumn = (title: string, room: Room): ColumnsType<Slot>[number] => ({
  title,
  key: room,
  width: 220,
  render: (_, slot) => renderSession(slot.plenary ?? slot[room]),
  onCell: (slot) => {
    // A plenary session: the first room's cell takes the whole row, the others are not drawn (colSpan 0).
    if (slot.plenary) return { colSpan: room === ROOMS[0] ? ROOMS.length : 0, style: { textAlign: 'center' } };
    const session = slot[room];
    // Covered by a session from an earlier slot: not drawn (rowSpan 0).
    if (session === 'continued') return { rowSpan: 0 };
    return { rowSpan: session?.slots ?? 1 };
  },
});

const columns: ColumnsType<Slot> = [
  { title: 'Time', dataIndex: 'time', key: 'time', width: 80, rowScope: 'row' },
  roomColumn('Main hall', 'hall'),
  roomColumn('Studio', 'studio'),
  roomColumn('Lab', 'lab'),
];

export default function ColSpanRowSpan() {
  return (
    <Table<Slot> columns={columns} data={schedule} rowKey="time" scroll={{ x: 740 }} caption="Conference day one" />
  );
}
