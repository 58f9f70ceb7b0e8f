// The FAQ page's Ask Your Question form: name, topic, message and Send Request; static (SPEC §2, §5).
import forms from '../../components/forms.module.css';
import { StaticForm } from '../../components/StaticForm';
import { TextField } from '../../components/TextField';

export const FAQ_TOPICS = ['Exchanges & Returns', 'Other'] as const;

export function AskQuestionForm() {
  return (
    <StaticForm label="Ask Your Question">
      <h2>Ask Your Question</h2>
      <TextField label="Name *" name="name" autoComplete="name" required />
      <label className={forms.field}>
        <span className={forms.label}>Topic *</span>
        <select className={forms.input} name="topic" required defaultValue={FAQ_TOPICS[0]}>
          {FAQ_TOPICS.map((topic) => (
            <option key={topic}>{topic}</option>
          ))}
        </select>
      </label>
      <label className={forms.field}>
        <span className={forms.label}>Message *</span>
        <textarea className={forms.input} name="message" required />
      </label>
      <button className={forms.button} type="submit">
        Send Request
      </button>
    </StaticForm>
  );
}
