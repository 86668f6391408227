function f = oscillator(omega, damping)
% OSCILLATOR  Right-hand side of a damped harmonic oscillator, as a closure.
A = [0 1; -omega^2 -2*damping*omega];
f = @(t, y) A * y;
end
