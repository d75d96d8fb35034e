import { expect, test } from './support/fixtures';
import { signInThroughUi } from './support/users';

test('a student creates, edits, cancels an edit and deletes a note', async ({ page, makeUser }) => {
  const student = await makeUser('student');
  await signInThroughUi(page, student);

  await page.goto('/dashboard/manage-notes');
  await expect(page.getByText('You haven’t created any notes yet.')).toBeVisible();

  await page.goto('/dashboard/create-note');
  await expect(page.getByLabel('Email')).toHaveValue(student.email);
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await page.getByRole('button', { name: 'Create Note' }).click();
  await expect(page.getByText('title is required')).toBeVisible();
  await expect(page.getByText('description is required')).toBeVisible();
  await page.getByLabel('Title').fill('Exam plan');
  await page.getByLabel('Description').fill('Chapters 1 to 3 by Friday');
  await page.getByRole('button', { name: 'Create Note' }).click();
  await expect(page.getByText('Note created successfully!')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');

  await page.goto('/dashboard/manage-notes');
  await expect(page.getByRole('heading', { name: 'Exam plan' })).toBeVisible();

  // Edit, then Save.
  await page.getByRole('button', { name: 'Edit Exam plan' }).click();
  const form = page.getByRole('form', { name: 'Edit note Exam plan' });
  await form.getByLabel('Title').fill('Exam plan v2');
  await form.getByLabel('Description').fill('Chapters 1 to 4 by Monday');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Note updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Exam plan v2' })).toBeVisible();
  await expect(page.getByText('Chapters 1 to 4 by Monday')).toBeVisible();

  // Edit, then Cancel: nothing changes.
  await page.getByRole('button', { name: 'Edit Exam plan v2' }).click();
  await page.getByRole('form').getByLabel('Title').fill('Thrown away');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Exam plan v2' })).toBeVisible();
  await expect(page.getByText('Thrown away')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Exam plan v2' })).toBeVisible();

  // Delete through the confirmation dialog.
  await page.getByRole('button', { name: 'Delete Exam plan v2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByText('This action cannot be undone!')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  const done = page.getByRole('dialog', { name: 'Deleted!' });
  await expect(done.getByText('Your note has been deleted.')).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('You haven’t created any notes yet.')).toBeVisible();
});

test('only one note is edited at a time', async ({ page, makeUser }) => {
  const student = await makeUser('student');
  await signInThroughUi(page, student);
  for (const title of ['First note', 'Second note']) {
    await page.goto('/dashboard/create-note');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill(`${title} text`);
    await page.getByRole('button', { name: 'Create Note' }).click();
    await expect(page.getByText('Note created successfully!').first()).toBeVisible();
  }
  await page.goto('/dashboard/manage-notes');
  await page.getByRole('button', { name: 'Edit First note' }).click();
  await page.getByRole('button', { name: 'Edit Second note' }).click();
  await expect(page.getByRole('form')).toHaveCount(1);
  await expect(page.getByRole('form', { name: 'Edit note Second note' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'First note' })).toBeVisible();
});
