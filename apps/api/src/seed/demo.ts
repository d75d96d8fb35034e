import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { loadSharp } from '../modules/uploads/image';
import {
  createBooking,
  createMaterial,
  createNote,
  createReview,
  createSession,
  createUser,
  daysFromToday,
  type SessionInput,
} from './factories';

export const DEMO_PASSWORD = 'studyhall123';

export const DEMO_ACCOUNTS = [
  { email: 'admin@studyhall.test', name: 'Ada Admin', role: 'admin' },
  { email: 'tutor1@studyhall.test', name: 'Maya Chen', role: 'tutor' },
  { email: 'tutor2@studyhall.test', name: 'Omar Haddad', role: 'tutor' },
  { email: 'tutor3@studyhall.test', name: 'Lena Novak', role: 'tutor' },
  { email: 'student1@studyhall.test', name: 'Sam Rivera', role: 'student' },
  { email: 'student2@studyhall.test', name: 'Priya Patel', role: 'student' },
  { email: 'student3@studyhall.test', name: 'Jonas Berg', role: 'student' },
] as const;

/** The demo tutors' public profiles (docs/product.md#tutor-profiles), in DEMO_ACCOUNTS order. */
const TUTOR_PROFILES = [
  {
    bio: 'Maths teacher for twelve years. I start from what you already know and build up with worked examples.',
    subjects: ['Calculus', 'Algebra', 'Statistics'],
  },
  {
    bio: 'Chemist and lab instructor. Expect diagrams, models and lots of practice questions.',
    subjects: ['Chemistry', 'Biology'],
  },
  {
    bio: 'Writing coach and former editor: essays, literature and the habits that make study stick.',
    subjects: ['Essay Writing', 'English Literature', 'Study Skills'],
  },
];

const SUBJECTS = [
  [
    'Calculus I: limits and derivatives',
    'From the idea of a limit to the rules of differentiation, with plenty of practice problems.',
  ],
  [
    'Organic chemistry basics',
    'Functional groups, naming and reaction mechanisms explained step by step.',
  ],
  [
    'Essay writing workshop',
    'Plan, draft and revise an argumentative essay with feedback from your peers.',
  ],
  [
    'Intro to Python',
    'Variables, loops and functions through small projects you finish in the session.',
  ],
  [
    'World history: the industrial age',
    'Causes and consequences of industrialisation, with primary sources.',
  ],
  [
    'Statistics for beginners',
    'Mean, variance and distributions, then hypothesis tests with real data.',
  ],
  ['Spanish conversation club', 'Practise everyday conversation in small groups at an easy pace.'],
  [
    'Physics: forces and motion',
    "Newton's laws with experiments you can do at home and exam-style questions.",
  ],
  ['Linear algebra refresher', 'Vectors, matrices and systems of equations for science students.'],
  [
    'Biology: cells and genetics',
    'Cell structure, DNA and inheritance, with diagrams and quizzes.',
  ],
  ['SAT math preparation', 'Timed practice sets and strategies for the hardest question types.'],
  ['Creative writing circle', 'Short fiction prompts, reading aloud and constructive critique.'],
  ['Microeconomics essentials', 'Supply, demand and market structures with real-world cases.'],
  ['Web development with HTML and CSS', 'Build and style a personal page from scratch.'],
  ['Geometry proofs', 'Learn to write clear two-column and paragraph proofs.'],
  ['Music theory fundamentals', 'Scales, intervals and chords for any instrument.'],
  ['Data structures in Java', 'Lists, stacks, queues and trees with coding exercises.'],
  ['French grammar review', 'Tenses and agreement rules with short daily drills.'],
  ['Public speaking practice', 'Structure a talk and deliver it with confidence.'],
  ['Environmental science', 'Ecosystems, climate and sustainability case studies.'],
] as const;

/** A small generated picture, stored like any upload, so the demo needs no network. */
async function demoImage(storage: FileStorage, hue: number): Promise<string> {
  const name = `${randomUUID()}.webp`;
  const sharp = await loadSharp();
  const bytes = await sharp({
    create: { width: 600, height: 400, channels: 3, background: `hsl(${hue}, 60%, 55%)` },
  })
    .webp({ quality: 70 })
    .toBuffer();
  await storage.save(name, bytes);
  return `/uploads/${name}`;
}

export async function databaseIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS[0].email));
  return Boolean(row);
}

/** 1 admin, 3 tutors, 3 students, 20 sessions in every state, and bookings, reviews, materials, notes. */
export async function seedDemo(auth: Auth, db: Db, storage: FileStorage): Promise<void> {
  const accounts = [];
  for (const account of DEMO_ACCOUNTS) {
    accounts.push(await createUser(auth, db, { ...account, password: DEMO_PASSWORD }));
  }
  const [, ...rest] = accounts;
  const tutors = rest.slice(0, 3);
  const students = rest.slice(3);
  for (const [i, tutor] of tutors.entries()) {
    await db.update(users).set(TUTOR_PROFILES[i]!).where(eq(users.id, tutor.id));
  }

  const approvedWindows: SessionInput[] = [
    // registration open, free and paid
    ...Array.from({ length: 9 }, (_, i) => ({
      registrationStart: daysFromToday(-5 - i),
      registrationEnd: daysFromToday(5 + i),
      classStart: daysFromToday(15 + i),
      classEnd: daysFromToday(16 + i),
      feeCents: i % 3 === 0 ? 1500 + i * 100 : 0,
    })),
    // upcoming: registration has not started
    ...Array.from({ length: 3 }, (_, i) => ({
      registrationStart: daysFromToday(3 + i),
      registrationEnd: daysFromToday(20 + i),
      classStart: daysFromToday(25 + i),
      classEnd: daysFromToday(26 + i),
      feeCents: i === 0 ? 2000 : 0,
    })),
    // closed
    ...Array.from({ length: 3 }, (_, i) => ({
      registrationStart: daysFromToday(-40 - i),
      registrationEnd: daysFromToday(-10 - i),
      classStart: daysFromToday(-5 - i),
      classEnd: daysFromToday(-4 - i),
      feeCents: 0,
    })),
  ];
  const states: SessionInput[] = [
    ...approvedWindows.map((window) => ({ ...window, status: 'approved' as const })),
    ...Array.from({ length: 3 }, () => ({ status: 'pending' as const })),
    {
      status: 'rejected' as const,
      rejectionReason: 'Description too short',
      rejectionFeedback: 'Please list the topics each class covers.',
    },
    { status: 'rejected' as const, rejectionReason: 'Dates overlap with exams' },
  ];

  const sessions = [];
  for (const [i, state] of states.entries()) {
    const [title, description] = SUBJECTS[i % SUBJECTS.length]!;
    const tutor = tutors[i % tutors.length]!;
    const createdAt = new Date(Date.now() - (states.length - i) * 60_000);
    sessions.push(
      await createSession(db, tutor, {
        title,
        description,
        duration: `${1 + (i % 3)} hours`,
        createdAt,
        ...state,
      }),
    );
  }

  const approved = sessions.filter((s) => s.status === 'approved');
  const comments = [
    'Clear explanations and a friendly pace.',
    'Helped me understand what the textbook could not.',
    'Great examples, I would book again.',
  ];
  for (const [i, student] of students.entries()) {
    for (const session of [approved[i], approved[i + 3], approved[12 + i]]) {
      if (!session) continue;
      await createBooking(
        db,
        student,
        session,
        session.feeCents > 0 ? `pi_demo_${randomUUID()}` : null,
      );
      await createReview(db, student, session, { rating: 5 - (i % 3), comment: comments[i]! });
    }
    await createNote(db, student, {
      title: `Study plan ${i + 1}`,
      description: 'Review the worked examples, then try the practice set without notes.',
    });
  }
  for (const [i, session] of approved.slice(0, 6).entries()) {
    await createMaterial(db, session, {
      title: `${session.title}: slides`,
      image: await demoImage(storage, i * 55),
      link: 'https://example.com/studyhall-demo-material.pdf',
    });
  }
}
