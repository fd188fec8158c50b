export const Broken = () => <div>
