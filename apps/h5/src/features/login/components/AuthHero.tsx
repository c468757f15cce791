import s from './LoginForm.module.css';

/** The title and subtitle at the top of the login, registration and recovery pages. */
export function AuthHero({ title, sub }: { title: string; sub: string }) {
  return (
    <div className={s.hero}>
      <h2 className={s.title}>{title}</h2>
      <p className={s.sub}>{sub}</p>
    </div>
  );
}
