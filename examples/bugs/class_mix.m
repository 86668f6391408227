function level = class_mix(counts)
% Scales sensor counts read as 16-bit integers by a gain stored as int32.
raw = int16(counts);
gain = int32(3);
level = raw * gain;   % int16 * int32: MATLAB refuses to mix integer classes
end
