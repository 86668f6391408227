function e = energy(y, omega)
% ENERGY  Energy of each state row [x v] of the oscillator.
e = 0.5 * (y(:, 2).^2 + omega^2 * y(:, 1).^2);
end
