export const Button = ({ children }) => {
  const [pressed, setPressed] = useState(false)
  return <button onClick={() => setPressed(!pressed)}>{children}</button>
}
