function [pos, vel] = leapfrog(pos, vel, mass, dt, steps)
% LEAPFROG  Kick-drift-kick integration.
soft = single(0.01);
acc = accelerations(pos, mass, soft);
for s = 1:steps
    vel = vel + 0.5 * dt * acc;
    pos = pos + dt * vel;
    acc = accelerations(pos, mass, soft);
    vel = vel + 0.5 * dt * acc;
end
end
